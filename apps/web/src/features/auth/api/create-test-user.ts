import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

export type TestUserRole = 'CLIENT' | 'ADMIN';

export interface TestUserCredentials {
  email: string;
  password: string;
  role: TestUserRole;
}

export function createTestUser(role: TestUserRole): Promise<TestUserCredentials> {
  return apiFetch('/dev/auth-test/users', { method: 'POST', body: { role } });
}

export function useCreateTestUser() {
  return useMutation({ mutationFn: createTestUser });
}
