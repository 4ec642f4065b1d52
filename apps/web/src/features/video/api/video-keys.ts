/** Every query of the video appointments starts with this key. */
export const videoKey = ['video-appointments'] as const;
