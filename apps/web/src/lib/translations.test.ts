import { describe, expect, it, vi } from 'vitest';
import enExams from '@/locales/en/exams.json';
import zhCNExamAnswering from '@/locales/zh-CN/exam-answering.json';
import { applyLanguage, i18n } from './i18n';
import { loadTranslationFile, withTranslations } from './translations';

describe('translations loaded with the pages that show them', () => {
  it('answers a page only once the strings of the features it shows are in i18next', async () => {
    let namespacesLoaded = () => undefined as void;
    const loadNamespaces = vi.spyOn(i18n, 'loadNamespaces').mockReturnValue(
      new Promise<void>((resolve) => {
        namespacesLoaded = resolve;
      }),
    );
    const page = { PersonalPage: () => null };
    let answered = false;
    const loading = withTranslations(['members', 'custom-info'], async () => page)().then(
      (module) => {
        answered = true;
        return module;
      },
    );

    await vi.waitFor(() => expect(loadNamespaces).toHaveBeenCalledWith(['members', 'custom-info']));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(answered).toBe(false);
    namespacesLoaded();
    await expect(loading).resolves.toBe(page);
  });

  it('loads them in the language being switched to as well, when a switch is under way', async () => {
    const reloadResources = vi.spyOn(i18n, 'reloadResources');
    const switching = applyLanguage('de');
    await withTranslations(['news'], async () => ({}))();
    expect(reloadResources).toHaveBeenCalledWith(['de'], ['news']);
    await switching;
    expect(i18n.getResource('de', 'news', 'title')).toBeTruthy();
    await applyLanguage('en');
  });

  it("loads a feature's file in any locale, and leaves the shell's zh-CN to the app's start", async () => {
    await expect(loadTranslationFile('en', 'exams')).resolves.toEqual(enExams);
    await expect(loadTranslationFile('zh-CN', 'exam-answering')).resolves.toEqual(
      zhCNExamAnswering,
    );
    expect(loadTranslationFile('zh-CN', 'common')).toBeNull();
    expect(i18n.hasResourceBundle('zh-CN', 'common')).toBe(true);
    expect(i18n.hasResourceBundle('zh-CN', 'errors')).toBe(true);
  });
});
