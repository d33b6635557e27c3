import { Hono } from 'hono';
import { type EmulatorEnv } from '../env.ts';
export const appApi = new Hono<EmulatorEnv>();
