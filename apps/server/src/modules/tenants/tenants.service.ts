import { ErrorCode } from '@lectern/contracts/common/error-codes';
import { questionTypes } from '@lectern/contracts/common/enums';
import type { TGetFactoryInfoResponse } from '@lectern/contracts/tenants/get-factory-info';
import type { TPostQuestionTypesResponse } from '@lectern/contracts/tenants/post-question-types';
import { AppError } from '../../platform/http/app-error';
import type { ServiceDeps } from '../../platform/services/service-deps';
import type { tenantsRepositories } from './tenants.repository';

/** Public tenant calls of spec §7; an unknown tenant answers 300213 (docs/decisions/0002). */
export const tenantsService = ({
  db,
  repositories,
}: ServiceDeps<ReturnType<typeof tenantsRepositories>>) => {
  const { tenants } = repositories(db);
  const requireTenant = async (factoryCode: string) => {
    const tenant = await tenants.findByFactoryCode(factoryCode);
    if (!tenant) throw new AppError(ErrorCode.NO_DATA);
    return tenant;
  };

  return {
    /** App start: with no tenant number there is nothing to check, only the clock to give. */
    createOn: async (factoryCode: string) => {
      if (factoryCode !== '') await requireTenant(factoryCode);
      return { serverTime: Date.now() };
    },

    factoryInfo: async (factoryCode: string): Promise<TGetFactoryInfoResponse> => {
      const tenant = await requireTenant(factoryCode);
      return {
        factoryCode: tenant.factoryCode,
        sysName: tenant.sysName,
        sysLogoUrl: tenant.sysLogoUrl,
        customStyle: tenant.customStyle,
        edition: tenant.edition,
        modules: tenant.modules,
        registrationEnabled: tenant.registration.enabled,
        docViewerUrl: tenant.docViewerUrl,
        contentLang: tenant.contentLang,
      };
    },

    userVersion: async (factoryCode: string) => (await requireTenant(factoryCode)).userVersion,

    questionTypes: async (factoryCode: string): Promise<TPostQuestionTypesResponse> => {
      const tenant = await requireTenant(factoryCode);
      return Object.fromEntries(
        questionTypes.map((questionType) => [
          String(questionType),
          { questionType, customName: tenant.questionTypeNames[String(questionType)] ?? null },
        ]),
      );
    },
  };
};
