export const shout = (s: string) => s.toUpperCase();
