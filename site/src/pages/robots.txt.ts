import type { APIRoute } from 'astro';
import { renderRobots } from '@catalogue/render/sitemap';

export const GET: APIRoute = ({ site }) => new Response(renderRobots(site!.origin));
