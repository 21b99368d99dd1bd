/** Public face of the route pages (/flights/bishkek-moscow): their data and the blocks a page is composed of. */
export { useGetRoutePageQuery } from './api/route-pages-api';
export { RouteFares, type RouteFaresProps } from './components/route-fares';
export { RouteFacts, RouteFlights } from './components/route-details';
export { RouteFaq } from './components/route-faq';
export { PopularRoutes } from './components/popular-routes';
