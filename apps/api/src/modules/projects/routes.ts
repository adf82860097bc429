import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const projectRoutes: FastifyPluginAsyncZod = async (_app) => {};
