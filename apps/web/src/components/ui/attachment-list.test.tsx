import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axios from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { AttachmentList } from './attachment-list';

const files = {
  urls: [
    'https://files.example.test/f1/handbook.docx',
    'https://files.example.test/f2/rules.pdf',
    'https://files.example.test/f3/diagram.png',
    'https://files.example.test/f4/samples.zip',
    'https://files.example.test/f5/lecture.mp4',
  ],
  names: ['Staff handbook.docx', '', 'Diagram.png', 'Samples.zip', 'Lecture.mp4'],
};

const row = (name: string) => screen.getByText(name).closest('li') as HTMLElement;

describe('AttachmentList (spec §2)', () => {
  it('gives each file an icon by type and names unnamed files "Attachment N"', () => {
    render(<AttachmentList {...files} />);
    expect(
      within(row('Staff handbook.docx')).getByRole('img', { name: 'Word document' }),
    ).toBeInTheDocument();
    expect(
      within(row('Attachment 2')).getByRole('img', { name: 'PDF document' }),
    ).toBeInTheDocument();
    expect(within(row('Diagram.png')).getByRole('img', { name: 'Image' })).toBeInTheDocument();
    expect(within(row('Samples.zip')).getByRole('img', { name: 'Archive' })).toBeInTheDocument();
    expect(within(row('Lecture.mp4')).getByRole('img', { name: 'Video' })).toBeInTheDocument();
  });

  it('offers preview for documents and images, and download for everything but images', () => {
    render(<AttachmentList {...files} docViewerUrl="https://viewer.example.test/view?src=" />);
    const actions = (name: string) =>
      within(row(name))
        .queryAllByRole('button')
        .map((button) => button.textContent);
    expect(actions('Staff handbook.docx')).toEqual(['Preview', 'Download']);
    expect(actions('Attachment 2')).toEqual(['Preview', 'Download']);
    expect(actions('Diagram.png')).toEqual(['Preview']);
    expect(actions('Samples.zip')).toEqual(['Download']);
    expect(actions('Lecture.mp4')).toEqual(['Download']);
  });

  it('opens office documents in the "Question attachment" panel through the tenant viewer', async () => {
    render(<AttachmentList {...files} docViewerUrl="https://viewer.example.test/view?src=" />);
    await userEvent.click(screen.getByRole('button', { name: 'Preview Staff handbook.docx' }));

    const panel = screen.getByRole('dialog', { name: 'Question attachment' });
    expect(within(panel).getByTitle('Staff handbook.docx')).toHaveAttribute(
      'src',
      `https://viewer.example.test/view?src=${encodeURIComponent(files.urls[0] ?? '')}`,
    );
    await userEvent.click(within(panel).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Question attachment' })).not.toBeInTheDocument();
  });

  it("shows a PDF in the browser's own viewer when the tenant has none; office files then only download", async () => {
    render(<AttachmentList {...files} docViewerUrl={null} />);
    expect(
      within(row('Staff handbook.docx')).queryByRole('button', { name: /Preview/ }),
    ).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Preview Attachment 2' }));
    const panel = screen.getByRole('dialog', { name: 'Question attachment' });
    expect(within(panel).getByTitle('Attachment 2')).toHaveAttribute('src', files.urls[1]);
  });

  it('opens images in the image viewer', async () => {
    render(<AttachmentList {...files} />);
    await userEvent.click(screen.getByRole('button', { name: 'Preview Diagram.png' }));
    const viewer = await screen.findByRole('dialog');
    const shown = within(viewer)
      .getAllByRole('img')
      .map((image) => image.getAttribute('src'));
    expect(shown).toContain(files.urls[2]);
  });

  it('downloads with a progress bar', async () => {
    let finish: (value: { data: Blob }) => void = () => undefined;
    const get = vi.spyOn(axios, 'get').mockImplementation((_url, config) => {
      config?.onDownloadProgress?.({ loaded: 30, total: 100, bytes: 30, lengthComputable: true });
      return new Promise((resolve) => {
        finish = resolve as typeof finish;
      });
    });
    const createObjectURL = vi.fn(() => 'blob:file');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);

    render(<AttachmentList {...files} />);
    await userEvent.click(screen.getByRole('button', { name: 'Download Samples.zip' }));

    expect(get).toHaveBeenCalledWith(
      files.urls[3],
      expect.objectContaining({
        params: { 'response-content-type': 'application/octet-stream' },
        responseType: 'blob',
        timeout: 600_000,
      }),
    );
    expect(
      await screen.findByRole('progressbar', { name: 'Download progress of Samples.zip' }),
    ).toHaveAttribute('aria-valuenow', '30');

    finish({ data: new Blob(['zip']) });
    await vi.waitFor(() => expect(click).toHaveBeenCalled());
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
