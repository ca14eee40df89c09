/** The watch URL of a video (short UUID when known). */
export const watchPath = (video: { uuid: string; shortUUID?: string }) => `/w/${video.shortUUID ?? video.uuid}`;
