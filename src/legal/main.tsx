import { StrictMode } from "react";
import { LegalPage } from "./legal-page";
import { mount } from "../mount";
import "../styles.css";

mount(
  <StrictMode>
    <LegalPage />
  </StrictMode>,
);
