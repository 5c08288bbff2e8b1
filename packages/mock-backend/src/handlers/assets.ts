import { http, HttpResponse } from 'msw';

const PALETTE = ['#00a862', '#2f6fed', '#f0506e', '#ff9f1c', '#7b61ff', '#0fa3b1'];

/** Placeholder logos, QR codes and evidence images, drawn so the pages look real offline. */
export const assetsHandlers = [
  http.get('*/mock-assets/:name', ({ params }) => {
    const name = String(params.name).replace(/\.svg$/, '');
    const label = name
      .replace(/^(logo|qr|evidence)-/, '')
      .slice(0, 2)
      .toUpperCase();
    const colour = PALETTE[[...name].reduce((n, c) => n + c.charCodeAt(0), 0) % PALETTE.length];
    const body = name.startsWith('qr-')
      ? `<svg xmlns="http://www.w3.org/2000/svg" width="180" height="180" viewBox="0 0 9 9" shape-rendering="crispEdges"><rect width="9" height="9" fill="#fff"/>${[
          ...name,
        ]
          .map((c, i) =>
            c.charCodeAt(0) % 2 ? `<rect x="${i % 9}" y="${Math.floor(i / 9) % 9}" width="1" height="1"/>` : '',
          )
          .join(
            '',
          )}<rect x="0" y="0" width="3" height="3"/><rect x="6" y="0" width="3" height="3"/><rect x="0" y="6" width="3" height="3"/></svg>`
      : `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" rx="20" fill="${colour}"/><text x="48" y="60" text-anchor="middle" font-family="sans-serif" font-size="36" font-weight="700" fill="#fff">${label}</text></svg>`;
    return new HttpResponse(body, {
      headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=3600' },
    });
  }),
];
