// `npm run model:check`: compares the content model (app/content/model) with a Kontent environment's `types`
// and `taxonomies` and lists every difference. Exit 0: they match; 1: they differ; 2: the environment could not be
// read or the settings are wrong. Without KONTENT_ENVIRONMENT_ID it checks the local emulator in this process;
// docs/operations.md ("Content model check") has the variables for a real environment (docs/decisions/070).
import { runModelCheck } from './model-check/run.ts';

process.exit(
  await runModelCheck({
    env: process.env,
    fetch: (request) => fetch(request),
    out: (line) => console.log(line),
    err: (line) => console.error(line),
  }),
);
