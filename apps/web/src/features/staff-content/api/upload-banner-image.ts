import { uploadedImageSchema, type UploadedImage } from '@vitrine/contracts/media';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { staffContentApi } from './staff-content-api.ts';

const uploadBannerImageApi = staffContentApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /admin/uploads/banner-image (content area, multipart `file`): WebP in cover widths. */
    uploadBannerImage: build.mutation<UploadedImage, File>({
      query: (file) => {
        const body = new FormData();
        body.append('file', file);
        return { url: '/v1/admin/uploads/banner-image', method: 'POST', body };
      },
      ...checkedResponse(uploadedImageSchema),
    }),
  }),
});

export const { useUploadBannerImageMutation } = uploadBannerImageApi;
