/** Bad requests before any field is read: media type, JSON syntax, body shape, size, encoding. */
import { app, type Case, comment } from './shared.ts'

export const transportCases: Case[] = [
  // Transport: media type, syntax, shape, size, encoding.
  {
    name: 'text/plain body',
    path: '/api/comments',
    body: JSON.stringify(comment()),
    headers: { 'content-type': 'text/plain' },
    status: 415,
    code: 'unsupported_media_type',
  },
  {
    name: 'form-encoded body',
    path: '/api/wait-list',
    body: 'fullName=Ada&email=a%40b.co',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    status: 415,
    code: 'unsupported_media_type',
  },
  {
    name: 'no content type',
    path: '/api/wait-list',
    body: JSON.stringify(app()),
    headers: { 'content-type': '' },
    status: 415,
    code: 'unsupported_media_type',
  },
  {
    name: 'truncated JSON',
    path: '/api/comments',
    body: '{"post": "escrow-basics-for-lagos-sellers", "name": ',
    status: 400,
    code: 'invalid_json',
  },
  {
    name: 'JSON with a trailing comma',
    path: '/api/wait-list',
    body: '{"fullName": "Ada",}',
    status: 400,
    code: 'invalid_json',
  },
  { name: 'empty body', path: '/api/wait-list', body: '', status: 400, code: 'invalid_json' },
  {
    name: 'JSON array body',
    path: '/api/comments',
    body: '[{"name":"Tunde"}]',
    status: 400,
    code: 'invalid_body',
  },
  { name: 'JSON null body', path: '/api/wait-list', body: 'null', status: 400, code: 'invalid_body' },
  { name: 'JSON string body', path: '/api/comments', body: '"hello"', status: 400, code: 'invalid_body' },
  {
    name: 'invalid UTF-8 bytes',
    path: '/api/comments',
    body: new Uint8Array([0x7b, 0x22, 0x6e, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
    status: 400,
    code: 'invalid_encoding',
  },
  {
    name: 'oversize valid JSON (17 KB)',
    path: '/api/wait-list',
    body: app({ otherNeed: 'x'.repeat(17 * 1024) }),
    status: 413,
    code: 'payload_too_large',
  },
  {
    name: 'oversize garbage (40 KB)',
    path: '/api/comments',
    body: 'x'.repeat(40_000),
    status: 413,
    code: 'payload_too_large',
  },
]
