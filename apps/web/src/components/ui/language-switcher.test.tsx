import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeSession, TestProviders } from '@/test/session';
import { LanguageSwitcher } from './language-switcher';

describe('LanguageSwitcher (spec §1)', () => {
  it('is its button alone until clicked, then lists every language and switches to the one chosen', async () => {
    const session = fakeSession({ language: 'en' });
    render(
      <TestProviders session={session}>
        <LanguageSwitcher />
      </TestProviders>,
    );
    const button = screen.getByRole('button', { name: /English/ });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await userEvent.click(button);
    const menu = await screen.findByRole('menu');
    expect(screen.getAllByRole('menuitem')).toHaveLength(13);
    expect(menu).toHaveTextContent('日本語');

    await userEvent.click(screen.getByRole('menuitem', { name: '简体中文' }));
    expect(session.setLanguage).toHaveBeenCalledWith('zh-CN');
  });

  it('opens with the keyboard too', async () => {
    render(
      <TestProviders>
        <LanguageSwitcher />
      </TestProviders>,
    );
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('menu')).toBeInTheDocument();
  });
});
