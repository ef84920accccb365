// Imported first by scripts/web-server.ts, before anything reads lib/env.ts or next.config.mjs:
// tells Next's code in this process that it runs behind our own server, which compresses answers
// itself and has replaced X-Forwarded-For with the client address it worked out from its socket.
process.env.TB_WEB_SERVER_COMPRESSES = '1';
process.env.TB_WEB_SERVER = '1';
