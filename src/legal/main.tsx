import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { LegalPage } from "./legal-page";
import "../styles.css";

const root = document.getElementById("root");
if (!root) throw new Error("legal.html has no #root element");
createRoot(root).render(
  <StrictMode>
    <LegalPage />
  </StrictMode>,
);
