import { About } from '../sections/About';
import { BlogSection } from '../sections/BlogSection';
import { ContactSection } from '../sections/ContactSection';
import { Hero } from '../sections/Hero';
import { ServicesSection } from '../sections/ServicesSection';
import { WhyChooseUs } from '../sections/WhyChooseUs';
import { homeMeta } from './meta';
import { usePageMeta } from './usePageMeta';

export function HomePage() {
  usePageMeta(homeMeta());
  return (
    <>
      <Hero />
      <ServicesSection />
      <WhyChooseUs />
      <About />
      <BlogSection />
      <ContactSection />
    </>
  );
}
