import { uploadedImageSchema, type UploadedImage } from '@vitrine/contracts/media';
import { api } from '../../../lib/api.ts';
import { checkedResponse } from '../../../lib/checked-response.ts';

const uploadProductImageApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /uploads/images?purpose=product (multipart `file`): checked, re-encoded to WebP. */
    uploadProductImage: build.mutation<UploadedImage, File>({
      query: (file) => {
        const body = new FormData();
        body.append('file', file);
        return { url: '/v1/uploads/images?purpose=product', method: 'POST', body };
      },
      ...checkedResponse(uploadedImageSchema),
    }),
  }),
});

export const { useUploadProductImageMutation } = uploadProductImageApi;
