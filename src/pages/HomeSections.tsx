import { About } from '../sections/About.tsx';
import { BlogSection } from '../sections/BlogSection.tsx';
import { ContactSection } from '../sections/ContactSection.tsx';
import { Hero } from '../sections/Hero.tsx';
import { ServicesSection } from '../sections/ServicesSection.tsx';
import { WhyChooseUs } from '../sections/WhyChooseUs.tsx';

// The landing page's content: prerendered in full, hydrated as soon as its own file arrives.
export default function HomeSections() {
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
