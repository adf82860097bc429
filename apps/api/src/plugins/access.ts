/**
 * Every route declares who may call it: `access: 'public'` or a permission. Issue 3's
 * permission preHandler enforces it; a test walks all routes and fails on a missing one.
 */
declare module 'fastify' {
  interface FastifyContextConfig {
    access?: 'public' | 'authenticated';
    permission?: string;
  }
}

export {};
