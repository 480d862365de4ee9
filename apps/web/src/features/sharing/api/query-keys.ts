import type { TPageQuery } from '@lectern/contracts/common/pagination';

/** React Query keys of the sharing feature. */
export const sharingKeys = {
  all: ['sharing'] as const,
  inviteCode: () => [...sharingKeys.all, 'invite-code'] as const,
  registrations: (page: TPageQuery) => [...sharingKeys.all, 'registrations', page] as const,
  shares: () => [...sharingKeys.all, 'shares'] as const,
  preview: (token: string) => [...sharingKeys.all, 'preview', token] as const,
};
