/** React Query keys of the tenants feature. */
export const tenantKeys = {
  all: ['tenants'] as const,
  factoryInfo: (factoryCode: string) => [...tenantKeys.all, 'factory-info', factoryCode] as const,
  userVersion: (factoryCode: string) => [...tenantKeys.all, 'user-version', factoryCode] as const,
  createOn: (factoryCode: string) => [...tenantKeys.all, 'create-on', factoryCode] as const,
};
