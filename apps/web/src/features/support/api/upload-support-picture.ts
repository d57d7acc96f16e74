import { uploadedImageSchema, type UploadedImage } from '@vitrine/contracts/media';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { supportApi } from './support-api.ts';

const uploadSupportPictureApi = supportApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /uploads/images?purpose=support: a picture to attach to a request or a message. */
    uploadSupportPicture: build.mutation<UploadedImage, File>({
      query: (file) => {
        const body = new FormData();
        body.append('file', file);
        return { url: '/v1/uploads/images?purpose=support', method: 'POST', body };
      },
      ...checkedResponse(uploadedImageSchema),
    }),
  }),
});

export const { useUploadSupportPictureMutation } = uploadSupportPictureApi;
