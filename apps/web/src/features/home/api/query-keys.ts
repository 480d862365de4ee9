/** React Query keys of the home feature. */
export const homeKeys = {
  all: ['home'] as const,
  homePage: () => [...homeKeys.all, 'home-page'] as const,
};
