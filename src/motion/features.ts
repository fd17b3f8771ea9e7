// Loaded after the first paint: the animation engine is not needed to show the page.
import { domMax } from 'framer-motion';
export default domMax;
