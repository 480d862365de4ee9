import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeSession, demoTenant, TestProviders } from '@/test/session';
import { RichText } from './rich-text';

describe('RichText (spec §2)', () => {
  it('removes scripts and event handlers', () => {
    const { container } = render(
      <RichText
        html={`<p>Hello<script>window.hacked = true</script></p><img src="x.png" onerror="window.hacked = true"><a href="javascript:alert(1)">link</a>`}
      />,
    );
    expect(screen.getByText('Hello')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(container.querySelector('a')?.getAttribute('href')).toBeNull();
  });

  it('renders LaTeX between \\[ and \\] with KaTeX and leaves the rest as text', async () => {
    const { container } = render(
      <RichText html={String.raw`<p>Area: \[\frac{a}{b}\] units</p>`} />,
    );
    await waitFor(() => expect(container.querySelector('.katex')).not.toBeNull());
    expect(container.querySelector('.katex-mathml annotation')?.textContent).toBe(
      String.raw`\frac{a}{b}`,
    );
    expect(container.textContent).toContain('Area:');
    expect(container.textContent).toContain('units');
    expect(container.textContent).not.toContain(String.raw`\[`);
  });

  it('renders the formula editor’s \\( \\) inline, in the line of text (decision 0053)', async () => {
    const { container } = render(<RichText html={String.raw`<p>Solve \(x^2 = 4\) for x</p>`} />);
    await waitFor(() => expect(container.querySelector('.katex')).not.toBeNull());
    expect(container.querySelector('.katex-display')).toBeNull();
    expect(container.querySelector('p')?.textContent).toMatch(/^Solve .+ for x$/);
    expect(container.textContent).not.toContain(String.raw`\(`);
  });

  it('shows a broken formula as an error instead of failing, and never trusts \\href', async () => {
    const { container } = render(
      <RichText html={String.raw`<p>\[\frac{1}{\]</p><p>\[\href{javascript:alert(1)}{x}\]</p>`} />,
    );
    await waitFor(() => expect(container.querySelectorAll('.lectern-formula')).toHaveLength(2));
    expect(container.querySelector('a[href^="javascript"]')).toBeNull();
  });

  it("offers 'Click to reload image' for a broken image and reloads it", async () => {
    const { container } = render(
      <RichText html={`<p><img src="https://cdn.example.test/chart.png" alt="chart"></p>`} />,
    );
    const image = container.querySelector('img') as HTMLImageElement;

    fireEvent.error(image);
    const reload = screen.getByRole('button', { name: 'Click to reload image' });
    expect(image).not.toBeVisible();

    await userEvent.click(reload);
    expect(screen.queryByRole('button', { name: 'Click to reload image' })).not.toBeInTheDocument();
    expect(image).toBeVisible();
    expect(new URL(image.src).searchParams.has('_reload')).toBe(true);
  });

  it("is marked with the tenant's content language, whatever the interface language", () => {
    const { container } = render(
      <TestProviders
        session={fakeSession({
          language: 'fra',
          factoryInfo: { ...demoTenant, contentLang: 'en' },
        })}
      >
        <RichText html="<p>Fire safety basics</p>" />
      </TestProviders>,
    );
    expect(screen.getByText('Fire safety basics').closest('[lang]')).toHaveAttribute('lang', 'en');
    expect(container.querySelector('.lectern-rich-text')).toHaveAttribute('lang', 'en');
  });

  it('takes the document language before the tenant is known', () => {
    const { container } = render(<RichText html="<p>安全</p>" />);
    expect(container.querySelector('.lectern-rich-text')).not.toHaveAttribute('lang');
  });
});
