import { type TestUserRole, testUserCredentialsSchema } from '@agency/shared/dev';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

export function createTestUser(role: TestUserRole) {
  return apiFetch('/dev/auth-test/users', { method: 'POST', body: { role } }, testUserCredentialsSchema);
}

export function useCreateTestUser() {
  return useMutation({ mutationFn: createTestUser });
}
