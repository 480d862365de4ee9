import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { storedFactoryCode } from '@/lib/storage';

/**
 * 'Enter another tenant number' of the unknown-organisation alert (decision 0031): forgets the
 * number, reopens `path` without it, and puts the focus in the tenant number field that returns.
 */
export function useEnterAnotherTenant(path: string, urlFactoryCode: string | null) {
  const navigate = useNavigate();
  const [enteringAnother, setEnteringAnother] = useState(false);
  useEffect(() => {
    if (enteringAnother && !urlFactoryCode) {
      document.querySelector<HTMLInputElement>('input[id$="_factoryCode"]')?.focus();
    }
  }, [enteringAnother, urlFactoryCode]);
  return () => {
    storedFactoryCode.clear();
    setEnteringAnother(true);
    void navigate(path, { replace: true });
  };
}
