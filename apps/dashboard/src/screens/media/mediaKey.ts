export const MEDIA_KEY = ['dashboard', 'media'] as const
