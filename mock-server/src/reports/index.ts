/** Reports of hours (and, for those who see money, their amounts) grouped as asked. */
export { reportRoutes } from './routes';
export { amountOfRated } from './queries';
