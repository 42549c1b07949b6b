// The HTTP ceiling: a bare node:http server answering every request with the bytes of one explore
// response (read from stdin) and its content type. Whatever the app costs beyond this is the app.
import http from 'node:http';

const chunks: Buffer[] = [];
for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
const body = Buffer.concat(chunks);
const headers = {
  'content-type': process.env.BARE_CONTENT_TYPE ?? 'application/json; charset=utf-8',
  'content-length': String(body.length),
};

const server = http.createServer((_request, response) => {
  response.writeHead(200, headers);
  response.end(body);
});
server.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => process.exit(0));
