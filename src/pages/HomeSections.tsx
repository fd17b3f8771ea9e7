import { About } from '../sections/About.tsx';
import { BlogSection } from '../sections/BlogSection.tsx';
import { ContactSection } from '../sections/ContactSection.tsx';
import { Hero } from '../sections/Hero.tsx';
import { ServicesSection } from '../sections/ServicesSection.tsx';
import { WhyChooseUs } from '../sections/WhyChooseUs.tsx';

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
