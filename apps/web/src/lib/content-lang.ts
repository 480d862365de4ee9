import { useContext } from 'react';
import { SessionContext } from './session';

/**
 * The language the tenant writes its content in (decision 0031), for the `lang` of elements
 * that show tenant content, whatever the learner's interface language. Undefined before the
 * tenant is known: the element then takes the document's language.
 */
export function useContentLang(): string | undefined {
  return useContext(SessionContext)?.factoryInfo?.contentLang;
}
