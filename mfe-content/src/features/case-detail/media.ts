/** SPEC.md §9: media ending in mp4 or webm plays as video; anything else is an image. */
export const isVideoUrl = (url: string): boolean => /\.(mp4|webm)$/i.test(url.split(/[?#]/)[0] ?? '');
