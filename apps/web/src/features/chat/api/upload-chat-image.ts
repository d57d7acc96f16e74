import { uploadedImageSchema, type UploadedImage } from '@vitrine/contracts/media';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { chatApi } from './chat-api.ts';

const uploadChatImageApi = chatApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /uploads/images?purpose=gallery: the shop side's storage; the message names its id. */
    uploadChatImage: build.mutation<UploadedImage, File>({
      query: (file) => {
        const body = new FormData();
        body.append('file', file);
        return { url: '/v1/uploads/images?purpose=gallery', method: 'POST', body };
      },
      ...checkedResponse(uploadedImageSchema),
    }),
  }),
});

export const { useUploadChatImageMutation } = uploadChatImageApi;
