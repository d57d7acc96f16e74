import {
  uploadedImageSchema,
  type ImagePurpose,
  type UploadedImage,
} from '@vitrine/contracts/media';
import { api } from '../../../lib/api.ts';
import { checkedResponse } from '../../../lib/checked-response.ts';

const uploadApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /uploads/images?purpose=: the picture re-encoded to WebP, owned by me. */
    uploadImage: build.mutation<UploadedImage, { purpose: ImagePurpose; file: File }>({
      query: ({ purpose, file }) => {
        const body = new FormData();
        body.append('file', file);
        return { url: `/v1/uploads/images?purpose=${purpose}`, method: 'POST', body };
      },
      ...checkedResponse(uploadedImageSchema),
    }),
  }),
});

export const { useUploadImageMutation } = uploadApi;
