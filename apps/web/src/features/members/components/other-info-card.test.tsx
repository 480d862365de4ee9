import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { TGetCustomInfoResponse } from '@lectern/contracts/common/get-custom-info';
import { byPath, failure, fakeApi, ok, type TFakeAnswer } from '@/test/fake-api';
import { TestProviders } from '@/test/session';
import { OtherInfoCard } from './other-info-card';

let api: ReturnType<typeof fakeApi> | undefined;

afterEach(() => {
  api?.restore();
  api = undefined;
});

const customInfo: TGetCustomInfoResponse = {
  required: true,
  organisationLabel: 'Organisation',
  organisation: { classifyCode: 'east', classifyPath: 'hq/east/', name: 'East region' },
  fields: [
    {
      key: 'employeeNo',
      label: 'Employee number',
      type: 'text',
      required: true,
      unique: true,
      options: [],
      value: 'E-42',
    },
    {
      key: 'entryDate',
      label: 'Entry date',
      type: 'date',
      required: false,
      unique: false,
      options: [],
      value: null,
    },
  ],
};

function show(answer: TFakeAnswer) {
  api = fakeApi(byPath({ 'GET /custom/info': answer }));
  const router = createMemoryRouter([{ path: '*', element: <OtherInfoCard /> }], {
    initialEntries: ['/personal/personal'],
  });
  render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
}

describe("personal centre 'other information' (spec §2)", () => {
  it("shows the member's organisation and custom fields with a link to edit them", async () => {
    show(ok(customInfo));
    expect(await screen.findByText('Other information')).toBeInTheDocument();
    expect(screen.getByText('East region')).toBeInTheDocument();
    expect(screen.getByText('E-42')).toBeInTheDocument();
    expect(screen.getByText('Not filled in')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/custom?url=%2Fpersonal%2Fpersonal',
    );
  });

  it('shows nothing, and no warning, when the tenant has no supplementary info', async () => {
    show(failure('300208'));
    await waitFor(() => expect(api?.requests).toHaveLength(1));
    expect(screen.queryByText('Other information')).not.toBeInTheDocument();
    expect(screen.queryByText(/custom information/)).not.toBeInTheDocument();
  });
});
