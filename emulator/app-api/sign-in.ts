import { Hono } from 'hono';
import { type EmulatorEnv } from '../env.ts';
export const signInRoutes = new Hono<EmulatorEnv>();
