// A send or a campaign comes as JSON, or as a multipart form with a picture in `image`
// (lib/multipart.ts formBody / pictureOf); a form may name its text `text` or `message`.

/** `text` or `message`, whichever the form names, as the field a schema expects. */
export const textAs = (name: 'text' | 'message') => (f: Record<string, string>) => {
  const { text, message, ...rest } = f;
  return { ...rest, [name]: f[name] ?? (name === 'text' ? message : text) };
};
