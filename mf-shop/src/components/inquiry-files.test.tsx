// The custom-production inquiry's sketch or photos (issue 32): picked with the file field, listed and removable,
// checked against the limits before sending, sent with the message, and the server's refusal of a file said in the
// visitor's language. Against the real test API.
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import { api } from '@shop/shared';
import { renderShop } from '../test/render-shop.tsx';

let post: MockInstance<typeof api.post>;
const sentForms = () => post.mock.calls.filter(([url]) => url === '/api/inquiries').map(([, body]) => body);

beforeAll(() => {
  post = vi.spyOn(api, 'post');
});
afterEach(() => {
  cleanup();
  post.mockClear();
});
afterAll(() => post.mockRestore());

const pdf = (name: string, bytes = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n') => new File([bytes], name, { type: 'application/pdf' });

async function openForm() {
  const user = userEvent.setup();
  await renderShop('/en/custom-production');
  const form = (await screen.findByRole('heading', { level: 2, name: 'Ask for a quote' })).closest('section') as HTMLElement;
  await user.type(within(form).getByLabelText('Full name'), 'Jane Smith');
  await user.type(within(form).getByLabelText('E-mail'), 'jane.smith@example.com');
  await user.type(within(form).getByLabelText('Message'), 'A gate like the one in the sketch, 4 m wide.');
  return { user, form, files: within(form).getByLabelText(/^Sketch or photos/) };
}

describe('the custom-production inquiry with files', () => {
  it('lists the chosen files, lets one be removed, and sends the sketch with the message', async () => {
    const { user, form, files } = await openForm();
    // What it takes, and how long the shop keeps the files (issue 50, 2).
    expect(within(form).getByText("Up to 3 files: JPEG, PNG or WebP images or PDF, each at most 5 MB. The files reach our office by e-mail; the shop's server deletes them once delivered (after 30 days at the latest).")).toBeInTheDocument();
    await user.upload(files, [pdf('gate sketch.pdf'), pdf('old gate.pdf')]);
    const chosen = within(form).getByRole('list', { name: 'Attached files' });
    expect(within(chosen).getAllByRole('listitem').map((item) => item.textContent)).toEqual([expect.stringContaining('gate sketch.pdf'), expect.stringContaining('old gate.pdf')]);
    await user.click(within(form).getByRole('button', { name: 'Remove old gate.pdf' }));
    expect(within(chosen).getAllByRole('listitem')).toHaveLength(1);

    await user.click(within(form).getByRole('button', { name: 'Send message' }));
    expect(await within(form).findByText(/^Thank you, Jane Smith\./, {}, { timeout: 5000 })).toBeInTheDocument();
    const [sent] = sentForms();
    expect(sent).toBeInstanceOf(FormData);
    expect((sent as FormData).getAll('files').map((f) => (f as File).name)).toEqual(['gate sketch.pdf']);
    expect((sent as FormData).get('kind')).toBe('custom-production');
  });

  it('says which file is too large when it is picked, and keeps it out of the list', async () => {
    const { user, form, files } = await openForm();
    await user.upload(files, new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'scan.pdf', { type: 'application/pdf' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('The file scan.pdf is larger than 5 MB.');
    expect(within(form).queryByRole('list', { name: 'Attached files' })).toBeNull();
    expect(sentForms()).toEqual([]);
  });

  it('refuses a program picked with a sketch: it is named and never listed or sent', async () => {
    const { form, files } = await openForm();
    // The browser's picker can be told to show all files; the field must still not take a program.
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(files, [new File(['MZ program'], 'setup.exe', { type: 'application/x-msdownload' }), pdf('gate sketch.pdf')]);
    expect(within(form).getByRole('alert')).toHaveTextContent('The file setup.exe is not a JPEG, PNG or WebP image or a PDF.');
    const chosen = within(form).getByRole('list', { name: 'Attached files' });
    expect(within(chosen).getAllByRole('listitem').map((item) => item.textContent)).toEqual([expect.stringContaining('gate sketch.pdf')]);
    await user.click(within(form).getByRole('button', { name: 'Send message' }));
    expect(await within(form).findByText(/^Thank you, Jane Smith\. .*within 3 working days\.$/, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(within(form).getByText(/We prepare a design and a price within 3 working days\./)).toBeInTheDocument();
    expect((sentForms()[0] as FormData).getAll('files').map((f) => (f as File).name)).toEqual(['gate sketch.pdf']);
  });

  it('shows the server\'s refusal of a file that only claims to be a PDF, keeping the message', async () => {
    const { user, form, files } = await openForm();
    await user.upload(files, pdf('plan.pdf', 'MZ this is a program'));
    await user.click(within(form).getByRole('button', { name: 'Send message' }));
    expect(await within(form).findByText('The file plan.pdf is not a JPEG, PNG or WebP image or a PDF.')).toBeInTheDocument();
    expect(files).toHaveAttribute('aria-invalid', 'true');
    // The refused file leaves the list, so sending again does not send it again.
    expect(within(form).queryByRole('list', { name: 'Attached files' })).toBeNull();
    expect(within(form).getByText('The message could not be sent')).toBeInTheDocument();
    expect(within(form).getByLabelText('Message')).toHaveValue('A gate like the one in the sketch, 4 m wide.');
  });

  it('has no file field on the contact page', async () => {
    await renderShop('/en/contact');
    const form = (await screen.findByRole('heading', { level: 2, name: 'Write to us' })).closest('section') as HTMLElement;
    expect(within(form).queryByLabelText(/^Sketch or photos/)).toBeNull();
  });
});
