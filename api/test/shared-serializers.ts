// The response serializers of the tests' apps, compiled once per worker process: every test file builds an app of its
// own, and compiling each route's response schema (fast-json-stringify) was most of the time an app took to build.
// A serializer depends only on the response schema, the shared schemas and the options, so equal ones are reused.
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

type SerializerFactory = ReturnType<typeof SerializerSelector>;
type Serialize = ReturnType<ReturnType<SerializerFactory>>;

const compileWith = SerializerSelector();
const compiled = new Map<string, Serialize>();

const buildSerializer: SerializerFactory = (externalSchemas, options) => {
  const compile = compileWith(externalSchemas, options);
  const context = JSON.stringify([externalSchemas, options]);
  return (route) => {
    const key = `${context}\n${JSON.stringify(route.schema)}`;
    let serialize = compiled.get(key);
    if (!serialize) {
      serialize = compile(route);
      compiled.set(key, serialize);
    }
    return serialize;
  };
};

export const sharedSerializers: FastifyServerOptions['schemaController'] = { compilersFactory: { buildSerializer } };
