import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { notFound } from './errors';

/**
 * Answers a stored PNG that <img> tags load without the bearer token (logos, visual identity):
 * its names are generated and never reused, so it can be cached for good.
 */
export function sendPublicPng(reply: FastifyReply, png: Readable | null) {
  if (!png) throw notFound();
  return reply
    .header('content-type', 'image/png')
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'public, max-age=31536000, immutable')
    .send(png);
}
