/** The media type of a Content-Type header, lower case, without its parameters (`multipart/form-data; boundary=…`). */
export const mediaType = (header: string | undefined): string => (header ?? '').split(';', 1).join('').trim().toLowerCase();
