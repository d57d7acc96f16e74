/** The file name of a `Content-Disposition: attachment; filename="…"` header, if it has one. */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const encoded = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(header);
  if (encoded?.[1]) {
    try {
      return decodeURIComponent(encoded[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // Fall through to the plain filename.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(header);
  return plain?.[1]?.trim() || null;
}

/** Hands a downloaded file to the browser as if a link to it had been clicked. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the blob after click() returns; release it a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** What a download put in the store: the saved file's name and size (the store keeps no Blobs). */
export type SavedFile = { fileName: string; bytes: number };

/**
 * A response handler for a download endpoint: an attachment is saved at once under the server's
 * file name (or `fallbackName` when it gives none) and answers its name and size; an error answer
 * is parsed as the API's error body.
 */
export const saveAttachmentAs =
  (fallbackName: string) =>
  async (response: Response): Promise<SavedFile | unknown> => {
    if (!response.ok) return response.json().catch(() => undefined);
    const blob = await response.blob();
    const fileName =
      fileNameFromDisposition(response.headers.get('content-disposition')) ?? fallbackName;
    saveFile(blob, fileName);
    return { fileName, bytes: blob.size };
  };
