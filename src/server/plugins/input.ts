import fp from 'fastify-plugin';
import { fieldsError } from '../lib/problem';
import { badCharacters } from '../lib/text';

export default fp(async (app) => {
  // preValidation: after the body is parsed, before authentication's token query and every handler.
  app.addHook('preValidation', async (request) => {
    const errors = badCharacters(request);
    if (Object.keys(errors).length) throw fieldsError(errors);
  });
});
