import { LOGIN_MESSAGES } from '@agency/shared/auth-rules';
import { inviteUserBody } from '@agency/shared/invitations';
import { schemaResolver } from '@mantine/form';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api';
import { showServerErrors } from './form';

describe('a form validated by its shared schema', () => {
  const validate = schemaResolver(inviteUserBody, { sync: true });
  const blank = { email: '', firstName: '', lastName: '', role: 'CLIENT', clientId: null };

  it("shows the spec's message for each field, one per field", () => {
    expect(validate({ ...blank, firstName: ' ' })).toEqual({
      email: LOGIN_MESSAGES.emailRequired,
      firstName: 'First name is required',
      lastName: 'Last name is required',
    });
    expect(validate({ ...blank, email: 'ada', firstName: 'Ada', lastName: 'Lovelace', role: 'AGENT' })).toEqual({
      email: LOGIN_MESSAGES.emailInvalid,
    });
  });

  // zod checks the object-level rule once the fields themselves pass.
  it('then asks a client invitation for its organisation, and staff for none', () => {
    expect(validate({ ...blank, email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' })).toEqual({
      clientId: 'Choose the client organisation',
    });
    expect(validate({ ...blank, email: 'ada@example.com', firstName: 'Ada', lastName: 'L', role: 'AGENT' })).toEqual(
      {},
    );
  });
});

describe('showServerErrors', () => {
  it("puts the server's field messages on the fields", () => {
    const form = { setErrors: vi.fn() };
    const error = new ApiError(400, 'VALIDATION_ERROR', 'Unknown organisation', { clientId: 'Unknown organisation' });

    expect(showServerErrors(form, error)).toBe(true);
    expect(form.setErrors).toHaveBeenCalledWith({ clientId: 'Unknown organisation' });
  });

  it('leaves the form alone for an error without fields', () => {
    const form = { setErrors: vi.fn() };
    expect(showServerErrors(form, new ApiError(409, 'CONFLICT', 'Already exists'))).toBe(false);
    expect(showServerErrors(form, new Error('offline'))).toBe(false);
    expect(form.setErrors).not.toHaveBeenCalled();
  });
});
