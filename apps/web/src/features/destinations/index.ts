/** Public face of the destinations globe on the home page. */
export { DestinationGlobe, type ChosenRoute, type DestinationGlobeProps } from './components/destination-globe';
