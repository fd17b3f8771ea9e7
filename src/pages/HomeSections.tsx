import { About } from '../sections/About';
import { BlogSection } from '../sections/BlogSection';
import { ContactSection } from '../sections/ContactSection';
import { Hero } from '../sections/Hero';
import { ServicesSection } from '../sections/ServicesSection';
import { WhyChooseUs } from '../sections/WhyChooseUs';

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
