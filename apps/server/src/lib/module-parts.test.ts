import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { composeParts, type ModulePart } from './module-parts';

interface Services {
  a: () => string;
  b: () => string;
}

describe('composeParts', () => {
  it("merges the parts' services, registers every part's routes and stops in reverse order", async () => {
    const order: string[] = [];
    const part = (name: string, services: Partial<Services>): ModulePart<Services> => ({
      services,
      routes: async (api) => {
        api.get(`/${name}`, async () => ({ name }));
      },
      start: async () => void order.push(`start ${name}`),
      stop: async () => void order.push(`stop ${name}`),
    });
    const module = composeParts([part('one', { a: () => 'A' }), part('two', { b: () => 'B' })]);
    expect(module.services?.a()).toBe('A');
    expect(module.services?.b()).toBe('B');
    const app = Fastify();
    await app.register(module.routes!);
    expect((await app.inject({ url: '/two' })).json()).toEqual({ name: 'two' });
    await module.start?.();
    await module.stop?.();
    expect(order).toEqual(['start one', 'start two', 'stop two', 'stop one']);
    await app.close();
  });

  it('refuses two parts offering the same service', () => {
    expect(() => composeParts<Services>([{ services: { a: () => '1' } }, { services: { a: () => '2' } }])).toThrow(
      "two parts of a module offer the service 'a'",
    );
  });
});
