export { LinkedInIcon, InstagramIcon, YouTubeIcon } from './brand-icons';
