import { uploadedImageSchema, type UploadedImage } from '@vitrine/contracts/media';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { consoleApi } from './console-api.ts';

export type UploadImageArgs = { purpose: 'logo' | 'cover' | 'gallery'; file: File };

const uploadImageApi = consoleApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /uploads/images?purpose=: the picture re-encoded to WebP; attach it with updateVendor. */
    uploadImage: build.mutation<UploadedImage, UploadImageArgs>({
      query: ({ purpose, file }) => {
        const body = new FormData();
        body.append('file', file);
        return { url: `/v1/uploads/images?purpose=${purpose}`, method: 'POST', body };
      },
      ...checkedResponse(uploadedImageSchema),
    }),
  }),
});

export const { useUploadImageMutation } = uploadImageApi;
